/**
 * While a page loads after a navigation, the theme shows a progress bar
 * (after 200 ms). This adds nprogress's spinner beside it, so a slow page
 * load is visibly in progress. The theme and this module share the one
 * nprogress instance.
 */
import nprogress from 'nprogress';

nprogress.configure({showSpinner: true});
