import { loadConfig } from '../config';
import { openDatabaseOrExit } from './open-or-exit';
import { migrate } from './migrate';

const config = loadConfig();
const db = await openDatabaseOrExit(config);
try {
  await migrate(db);
  console.log(`Migrations applied (${db.kind}).`);
} finally {
  await db.close();
}
