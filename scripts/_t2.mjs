import yaml from 'js-yaml'; import {readFileSync} from 'node:fs';
import {operationTwin} from '/work/main/scripts/lib/markdown-twin.mjs';
const spec = yaml.load(readFileSync('/work/main/openapi/catalyst.yaml','utf8'));
console.log(operationTwin(spec,{method:process.argv[2],path:process.argv[3],siteUrl:'https://docs.diagrid.io'}).markdown);
