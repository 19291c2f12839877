// A copy of an upstream component, kept behind the one door for patches (patches/README.md).
export {default} from '@site/patches/search-local/theme/SearchPage';
