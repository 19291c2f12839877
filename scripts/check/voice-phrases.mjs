// The product's voice: the phrases that talk to the reader about how this
// site knows what it says (its sources, what could or could not be read,
// what a page leaves out) instead of about the product. Readers never meet
// them; provenance lives in `sources:` front matter, data/sources.yaml and
// the `source:` keys of data/. This list is the one place they are named:
// scripts/check/voice.mjs applies it to the built pages, the Markdown twins,
// the llms files and the feeds, and tests/unit/voice.test.mjs plants each.

/**
 * One phrase: a name for the report, the pattern (case-insensitive) and a
 * sentence it must catch (tests/unit/voice.test.mjs plants each).
 * @typedef {{name: string, pattern: RegExp, example: string}} MetaPhrase
 */

/** @type {MetaPhrase[]} */
export const META_PHRASES = [
  {
    name: 'public source',
    pattern: /\bpublic(?:ly)?[\s-]+(?:sources?|material|reference|records?|notes)\b/i,
    example: 'Public sources show only its `--follow` flag.',
  },
  {
    name: 'citing',
    pattern: /\b(?:we|you) (?:can|could) cite\b|\bcitations?\b|\bcited\b/i,
    example: 'No source we can cite shows its flags.',
  },
  {
    name: 'the CLI maker',
    pattern: /\bCLI maker\b/i,
    example: "Diagrid's page for this command: the CLI maker's own page.",
  },
  {
    name: 'what a source shows',
    pattern:
      /\b(?:sources?|the reference|the snapshot) (?:this [\w ]+ )?(?:shows?|showed|says|said|lists|documents)\b/i,
    example: 'The flag tables mark the ones a source shows as required.',
  },
  {
    name: 'sources behind the page',
    pattern: /\bthe sources (?:this|these|behind|we)\b|\bsources this reference\b/i,
    example: 'The sources this reference is built on show no flags of `diagrid web`.',
  },
  {
    name: 'could not be read',
    pattern: /\b(?:could|can) ?not be (?:verified|confirmed)\b|\bcould ?n[o']t be read (?:for|here|in|from)\b/i,
    example: 'The entries could not be read for this site.',
  },
  {
    name: 'verified in public',
    pattern: /\b(?:can|could) be (?:verified|checked) in public\b|\bin public\b/i,
    example: 'Catalyst releases you can check in public.',
  },
  {
    name: 'snapshot',
    pattern: /\b(?:repository|source|this|that|the docs?) snapshot\b|\bsnapshot (?:these|this|of the)\b/i,
    example: '1.90.0 is the newest version in the repository snapshot.',
  },
  {
    name: 'these notes',
    pattern: /\bthese notes\b/i,
    example: 'The newest chart these notes were checked against.',
  },
  {
    name: 'does not say',
    pattern:
      /\b(?:page|source|reference|docs?|material|Diagrid) (?:does|do) not (?:say|state|mention|describe|document)\b/i,
    example: "Diagrid's page does not say which regions offer it.",
  },
  {
    name: 'what the page leaves out',
    pattern:
      /\b(?:this|the) (?:page|reference|site|guide) (?:does not|doesn't|cannot) (?:describe|cover|list|show|document)\b|\b(?:this|the) (?:page|reference) leaves\b/i,
    example: 'This site does not document how to set those up for Catalyst.',
  },
  {
    name: 'not documented',
    pattern: /\b(?:not|no|un)[\s-]?documented\b|\bdocumented (?:in public|publicly)\b|\bnot described in\b/i,
    example: '| TTL | Not documented | Values expire after a time-to-live. |',
  },
  {
    name: 'known by name',
    pattern: /\bknown (?:only )?by (?:its )?name\b|\bby name (?:alone|only)\b/i,
    example: 'The other two are known by name.',
  },
  {
    name: "Diagrid's own page",
    pattern: /\bDiagrid'?s (?:own |public )?(?:page|reference|CLI reference|docs page|documentation page)\b/i,
    example: "Diagrid's public reference lists three commands in this group.",
  },
  {
    name: 'reference index',
    pattern: /\breference index\b/i,
    example: 'The CLI reference index (July 2026) has no page for `diagrid config`.',
  },
  {
    name: 'third-party article',
    pattern: /\bthird-party (?:article|report|catalogue|source)\b/i,
    example: 'This is a third-party article, not a Diagrid announcement.',
  },
  {
    name: 'publicly known',
    pattern: /\bpublicly (?:known|available information)\b|\bwhat is publicly\b/i,
    example: 'What is publicly known about installing Conductor with Helm.',
  },
];

/**
 * The sentence of `text` around `index`: from the previous sentence end (or
 * line break) to the next, trimmed to a readable length.
 * @param {string} text
 * @param {number} index
 * @param {number} length length of the match
 */
function sentenceAround(text, index, length) {
  // Look at most 400 characters either side: llms-full.txt is one long file.
  const from = Math.max(0, index - 400);
  const before = text.slice(from, index);
  const ends = [...before.matchAll(/[.!?]\s|\n/g)];
  const last = ends.at(-1);
  const start = last ? from + (last.index ?? 0) + last[0].length : from;
  const rest = text.slice(index + length, index + length + 400);
  const endMatch = /[.!?](?:\s|$)|\n/.exec(rest);
  const end = index + length + (endMatch ? (endMatch.index ?? 0) + 1 : rest.length);
  const sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return sentence.length > 240 ? `${sentence.slice(0, 237)}...` : sentence;
}

/**
 * Every meta-phrase in `text`, with the sentence it sits in.
 * @param {string} text
 * @returns {{phrase: string, sentence: string}[]}
 */
export function metaPhrasesIn(text) {
  /** @type {{phrase: string, sentence: string}[]} */
  const found = [];
  for (const {name, pattern} of META_PHRASES) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(global)) {
      found.push({phrase: name, sentence: sentenceAround(text, match.index ?? 0, match[0].length)});
    }
  }
  return found;
}
