export { buildProgram, EXIT, type Io } from './program.ts';
