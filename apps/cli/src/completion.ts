import { Argument, type Command } from 'commander';
import type { Cli } from './context.ts';
import { example } from './commands/options.ts';

type Entry = { path: string; candidates: string[]; choices: { flag: string; values: string[] }[] };

/** Every command path with what may follow it: subcommands, options, and the values of options that have a fixed list. */
function entriesOf(command: Command, path = ''): Entry[] {
  const options = command.options.flatMap((o) => [o.long, o.short].filter((f): f is string => Boolean(f)));
  const argumentChoices = command.registeredArguments.flatMap((a) => a.argChoices ?? []);
  const entry: Entry = {
    path,
    candidates: [...command.commands.map((c) => c.name()), ...argumentChoices, ...options, '--help'],
    choices: command.options.filter((o) => o.argChoices?.length && o.long).map((o) => ({ flag: o.long!, values: o.argChoices! })),
  };
  return [entry, ...command.commands.flatMap((c) => entriesOf(c, path ? `${path} ${c.name()}` : c.name()))];
}

const quoted = (text: string) => `"${text}"`;

function bash(entries: Entry[]): string {
  const paths = entries.filter((e) => e.path).map((e) => quoted(e.path)).join('|');
  const candidates = entries.map((e) => `    ${quoted(e.path)}) candidates=${quoted(e.candidates.join(' '))} ;;`).join('\n');
  const choices = entries.flatMap((e) => e.choices.map((c) => `    ${quoted(`${e.path} ${c.flag}`)}) candidates=${quoted(c.values.join(' '))} ;;`)).join('\n');
  return `# etactl completion for bash. Load it with: source <(etactl completion bash)
_etactl() {
  local cur prev word i cmdpath="" candidates=""
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "\${cmdpath:+$cmdpath }$word" in
      ${paths}) cmdpath="\${cmdpath:+$cmdpath }$word" ;;
    esac
  done
  case "$cmdpath $prev" in
${choices}
  esac
  if [ -z "$candidates" ]; then
    case "$cmdpath" in
${candidates}
    esac
  fi
  COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
}
complete -F _etactl etactl
`;
}

function zsh(entries: Entry[]): string {
  const paths = entries.filter((e) => e.path).map((e) => quoted(e.path)).join('|');
  const candidates = entries.map((e) => `    (${quoted(e.path)}) candidates=(${e.candidates.join(' ')}) ;;`).join('\n');
  const choices = entries.flatMap((e) => e.choices.map((c) => `    (${quoted(`${e.path} ${c.flag}`)}) candidates=(${c.values.join(' ')}) ;;`)).join('\n');
  return `#compdef etactl
# etactl completion for zsh. Load it with: source <(etactl completion zsh)
_etactl() {
  local cmdpath="" word i
  local -a candidates
  for ((i = 2; i < CURRENT; i++)); do
    word=\${words[i]}
    case "\${cmdpath:+$cmdpath }$word" in
      (${paths}) cmdpath="\${cmdpath:+$cmdpath }$word" ;;
    esac
  done
  case "$cmdpath \${words[CURRENT-1]}" in
${choices}
  esac
  if (( \${#candidates} == 0 )); then
    case "$cmdpath" in
${candidates}
    esac
  fi
  compadd -- \${candidates[@]}
}
if (( $+functions[compdef] )); then compdef _etactl etactl; fi
`;
}

export function registerCompletion(program: Command, cli: Cli): void {
  program
    .command('completion')
    .description('Print a shell completion script')
    .addArgument(new Argument('<shell>', 'your shell').choices(['bash', 'zsh']))
    .addHelpText('after', example('source <(etactl completion bash)', 'etactl completion zsh > "${fpath[1]}/_etactl"'))
    .action((shell: 'bash' | 'zsh') => {
      const entries = entriesOf(program);
      cli.io.stdout.write(shell === 'bash' ? bash(entries) : zsh(entries));
    });
}
