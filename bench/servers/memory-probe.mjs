// Preloaded into a server the boot bench measures (node --import): on SIGUSR2 it writes the process's
// memoryUsage() as JSON to MEMORY_PROBE_FILE, so the bench can show what the RSS is made of (the
// JavaScript heap, WebAssembly and buffers outside it) without an endpoint in the app.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  writeFileSync(process.env.MEMORY_PROBE_FILE ?? 'memory-probe.json', JSON.stringify(process.memoryUsage()));
});
