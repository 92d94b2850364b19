import {
  ATTENDANCE_EXPORT_PATH,
  attendanceExportQuery,
  getSessionAttendance,
  markAttendance,
  replaceJoinLink,
} from '@meridian/contracts/rsvp-attendance';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { Attendance } from './attendance.service';

const ADMIN = rolesOnly('Admin');

/** The admin RSVP section's attendance view (docs/product.md, Attendance). */
export function attendanceRoutes(app: FastifyInstance, attendance: Attendance): void {
  registerEndpoint(app, getSessionAttendance, { access: ADMIN }, ({ params, query }) =>
    attendance.forSession(params.id, query),
  );
  registerCsvExport(
    app,
    {
      path: ATTENDANCE_EXPORT_PATH,
      access: ADMIN,
      query: attendanceExportQuery,
      fileName: (q) => `attendance-session-${q.sessionId}`,
    },
    (q) => attendance.exportCsv(q.sessionId),
  );
  registerEndpoint(app, markAttendance, { access: ADMIN }, ({ params, body, request }) =>
    attendance.mark(params.id, body.attended, requireUser(request).id),
  );
  registerEndpoint(app, replaceJoinLink, { access: ADMIN }, ({ params }) => attendance.replaceLink(params.id));
}
