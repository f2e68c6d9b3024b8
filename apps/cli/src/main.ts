#!/usr/bin/env node
import { createInterface } from 'node:readline/promises';
import { buildProgram, type Io } from './program.ts';

const io: Io = {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: async () => {
    let data = '';
    for await (const chunk of process.stdin) data += String(chunk);
    return data;
  },
  interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  ask: async (question) => {
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  },
};

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

process.exitCode = await buildProgram(io).run(process.argv.slice(2));
