// npm test's check of the one door for patches (scripts/check/boundary-rules.mjs):
// fails, naming each file and line, when code outside patches/ reaches inside
// a dependency, or when a theme component is replaced or wrapped without a
// row in patches/README.md.
import {describe, findViolations} from './boundary-rules.mjs';
import {repoRoot} from '../lib/data.mjs';

const violations = findViolations({root: repoRoot});
if (violations.length > 0) {
  console.error(describe(violations));
  console.error(`\n${violations.length} crossing(s) of the one door for patches.`);
  process.exit(1);
}
console.log('No code outside patches/ reaches inside a dependency; every theme component is listed.');
