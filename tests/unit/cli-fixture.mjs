// The `_cli.yaml` of the small Catalyst trees the CLI tests write into
// temporary repositories (tests/unit/cli.test.mjs, cli-index.test.mjs).
export const CLI_FILE = `name: diagrid
product: catalyst
title: Test CLI
summary: Test.
source: [S_CAI_SURF]
version: {number: 1.66.0, source: [S_CAI_PIN]}
globalFlags:
  - {name: api-key, type: string, description: Key.}
  - {name: help, shorthand: h, type: bool, description: Help.}
`;
