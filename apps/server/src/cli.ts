import { CREATE_USER_USAGE, CreateUserUsageError, runCreateUser } from './commands/create-user.command';
import { loadConfig } from './config';
import { runSecretsCommand, SECRETS_USAGE } from './core/secrets/secrets-cli';

const USAGE = `Usage: ${CREATE_USER_USAGE}
   or: ${SECRETS_USAGE}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);

if (command === 'secrets') {
  try {
    console.log(runSecretsCommand(args, loadConfig().secrets));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}
if (command !== 'create-user') fail(USAGE);
try {
  console.log(await runCreateUser(args));
} catch (error) {
  if (error instanceof CreateUserUsageError) fail(`${error.message}\nUsage: ${CREATE_USER_USAGE}`);
  fail(`Could not create the user: ${(error as Error).message}`);
}
