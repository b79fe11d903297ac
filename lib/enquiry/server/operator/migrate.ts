import { migrateCopies } from '../store/migrate-copies';
import { NO_RECORDS, type Command } from './context';

/**
 * migrate: undelivered copies kept before an undelivered enquiry was its record alone are taken into
 * records, as start-up does. Running it again finds nothing left to take.
 */
export const migrate: Command = async (args, context) => {
  if (!context.records) {
    context.err(NO_RECORDS);
    return 1;
  }
  const migrated = await migrateCopies(context.copies ?? [], context.records, (source, id) =>
    context.err(`Left ${source.nameOf(id)} in place: not an undelivered copy that can be read.`),
  );
  if (args.json) context.out(JSON.stringify(migrated));
  else
    context.out(
      `Took ${migrated.taken + migrated.created} undelivered ${migrated.taken + migrated.created === 1 ? 'copy' : 'copies'} into records ` +
        `(${migrated.created} new); ${migrated.unreadable} left in place.`,
    );
  return migrated.unreadable ? 1 : 0;
};
