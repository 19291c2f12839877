/**
 * Assistants a reader can hand the page to. Each opens a new chat with the
 * prompt filled in (not sent), from the `q` query parameter of its address:
 * ChatGPT at `https://chatgpt.com/?q=…`, Claude at `https://claude.ai/new?q=…`.
 * The prompt names the page's Markdown twin, which the assistant fetches
 * itself; nothing is sent from this site, and the assistants' hosts are not
 * contacted until the reader follows a link.
 */
const ASSISTANTS = [
  {name: 'ChatGPT', address: 'https://chatgpt.com/'},
  {name: 'Claude', address: 'https://claude.ai/new'},
] as const;

/** The prompt: read the twin, then wait for the reader's questions. */
function handoffPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** Each assistant's name and the address of a new chat about the page whose twin is `markdownUrl`. */
export function assistantLinks(markdownUrl: string): {name: string; href: string}[] {
  const q = encodeURIComponent(handoffPrompt(markdownUrl));
  return ASSISTANTS.map(({name, address}) => ({name, href: `${address}?q=${q}`}));
}
