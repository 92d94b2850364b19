import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  console.log(`Migrations applied (${db.kind}).`);
} finally {
  await db.close();
}
