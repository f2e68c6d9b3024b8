#!/usr/bin/env node
import { ConfigError } from '@eta/core';
import { buildProgram } from './program.ts';

const readStdin = async () => {
  let data = '';
  for await (const chunk of process.stdin) data += String(chunk);
  return data;
};

try {
  const { run } = buildProgram({ out: (l) => console.log(l), err: (l) => console.error(l), readStdin });
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
