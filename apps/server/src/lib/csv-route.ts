import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Access } from './access';
import { parseInput } from './validation';

/**
 * What a download tells the audit log (docs/product.md, Audit log): the file's name and the filters
 * it was made with (as the list's schema parsed them). app.ts decorates the app with the audit trail's recorder.
 */
export interface ExportRecorder {
  recordExport(file: string, filters: Readonly<Record<string, unknown>>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exportRecorder: ExportRecorder;
  }
}

/**
 * A CSV download: validates the query with the list's own schema, records the export in the audit
 * log, and answers text/csv with a dated file name (`<name>-YYYY-MM-DD.csv`). A download that cannot
 * be recorded is not sent. `produce` answers the whole text, or its pieces (`csvChunks`), which are
 * streamed as they are read.
 */
export function registerCsvExport<S extends z.ZodType>(
  app: FastifyInstance,
  options: { path: string; access: Access; query: S; fileName: string | ((query: z.output<S>) => string) },
  produce: (query: z.output<S>, request: FastifyRequest) => Promise<string | AsyncIterable<string>>,
): void {
  app.get(options.path, { config: { access: options.access } }, async (request, reply) => {
    const query = parseInput(options.query, request.query ?? {});
    const body = await produce(query, request);
    const day = new Date().toISOString().slice(0, 10);
    const fileName = typeof options.fileName === 'string' ? options.fileName : options.fileName(query);
    await request.server.exportRecorder.recordExport(fileName, (query ?? {}) as Record<string, unknown>);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(typeof body === 'string' ? body : Readable.from(body));
  });
}
