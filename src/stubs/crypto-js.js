/**
 * Stands in for crypto-js in the browser bundle (see plugins/apiBundle.ts).
 * The API explorer uses crypto-js only for SHA1, to name the storage keys of
 * saved credentials; the full library adds every cipher it has.
 */
module.exports = {SHA1: require('crypto-js/sha1')};
