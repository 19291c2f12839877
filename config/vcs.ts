import {execFileSync} from 'node:child_process';

/** Whether `dir` is inside a Git work tree (false without Git or history). */
function insideGitWorktree(dir: string): boolean {
  try {
    const out = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.toString().trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Where "Last updated" dates come from. In a Git checkout: the history
 * (Docusaurus' v4 default, which reads it once, eagerly). A build from a
 * tarball has no history, and that default would stop the build, so it shows
 * no dates instead; generated reference pages still carry the date of their
 * data file in front matter (scripts/lib/last-update.mjs).
 */
export function vcsFor(siteDir: string): 'default-v2' | 'disabled' {
  return insideGitWorktree(siteDir) ? 'default-v2' : 'disabled';
}
