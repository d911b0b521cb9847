import { cut } from '../core/show.js';
import { createInterface, type Interface } from 'node:readline';

/**
 * Lines typed by a person, or piped in by a script, one prompt at a time. Lines are queued as
 * they arrive, so a script that pipes a whole game in loses none of them between prompts. On a
 * terminal readline edits the line and echoes it; from a pipe nothing echoes, so each line read
 * is written after its prompt, and the output reads as the same dialogue either way.
 */
export class LineReader {
  readonly #rl: Interface;
  readonly #output: NodeJS.WritableStream;
  readonly #terminal: boolean;
  readonly #queue: string[] = [];
  #waiting: ((line: string | null) => void) | null = null;
  #closed = false;

  constructor(input: NodeJS.ReadableStream & { isTTY?: boolean }, output: NodeJS.WritableStream) {
    this.#terminal = input.isTTY === true;
    this.#output = output;
    this.#rl = createInterface({ input, output, terminal: this.#terminal });
    this.#rl.on('line', (line) => {
      const waiting = this.#waiting;
      this.#waiting = null;
      if (waiting === null) this.#queue.push(line);
      else waiting(line);
    });
    this.#rl.on('close', () => {
      this.#closed = true;
      const waiting = this.#waiting;
      this.#waiting = null;
      waiting?.(null);
    });
  }

  /** True when the lines come from a person at a terminal. */
  get interactive(): boolean {
    return this.#terminal;
  }

  /** The next line after showing `prompt`, trimmed; null once the input has ended. */
  async ask(prompt: string): Promise<string | null> {
    if (this.#terminal) {
      this.#rl.setPrompt(prompt);
      this.#rl.prompt();
    } else {
      this.#output.write(prompt);
    }
    const line = this.#queue.shift() ?? (this.#closed ? null : await new Promise<string | null>((resolve) => (this.#waiting = resolve)));
    // Echoed as a transcript, by a short prefix: a line of megabytes is not written back in full.
    if (!this.#terminal) this.#output.write(line === null ? '\n' : `${cut(line, 200)}\n`);
    return line?.trim() ?? null;
  }

  close(): void {
    this.#rl.close();
  }
}
