import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ads, employees, employers, updateNotes } from '../../db/schema';

// ---- Ads --------------------------------------------------------------------------------------

/** Every ad, in display order. */
export function listAds(db: Db | Tx) {
  return db.select().from(ads).orderBy(asc(ads.sortOrder), asc(ads.id));
}

export async function insertAd(tx: Tx, values: typeof ads.$inferInsert): Promise<number> {
  const [row] = await tx.insert(ads).values(values).returning({ id: ads.id });
  return row!.id;
}

/** Changes an ad; false when there is none with this id. */
export async function updateAd(tx: Tx, id: number, values: Partial<typeof ads.$inferInsert>) {
  const rows = await tx.update(ads).set(values).where(eq(ads.id, id)).returning({ id: ads.id });
  return rows.length > 0;
}

/** Removes an ad; its title, or undefined when there was none. */
export async function deleteAd(tx: Tx, id: number) {
  const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning({ title: ads.title });
  return row?.title;
}

// ---- Update notes -----------------------------------------------------------------------------

/** The advisory lock that serialises the version check of update notes (an arbitrary constant: 'updat'). */
const UPDATE_VERSION_LOCK = 0x7570646174;

/**
 * The notes with this version (trimmed as saved), after taking the lock that keeps two saves of the
 * same version from both finding it free; held until the transaction ends.
 */
export async function lockUpdateNotesWithVersion(tx: Tx, version: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPDATE_VERSION_LOCK})`);
  return tx
    .select({ id: updateNotes.id, version: updateNotes.version, audience: updateNotes.audience })
    .from(updateNotes)
    .where(eq(updateNotes.version, version));
}

/** Every update note, newest first. */
export function listAllUpdateNotes(db: Db | Tx) {
  return db.select().from(updateNotes).orderBy(desc(updateNotes.publishedOn), desc(updateNotes.id));
}

export async function insertUpdateNote(tx: Tx, values: typeof updateNotes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(updateNotes).values(values).returning({ id: updateNotes.id });
  return row!.id;
}

export async function updateUpdateNote(tx: Tx, id: number, values: Partial<typeof updateNotes.$inferInsert>) {
  const rows = await tx
    .update(updateNotes)
    .set(values)
    .where(eq(updateNotes.id, id))
    .returning({ id: updateNotes.id });
  return rows.length > 0;
}

export async function deleteUpdateNote(tx: Tx, id: number) {
  const [row] = await tx
    .delete(updateNotes)
    .where(eq(updateNotes.id, id))
    .returning({ version: updateNotes.version });
  return row?.version;
}

// ---- Welcome ----------------------------------------------------------------------------------

/** An employee (or company administrator) a welcome may go to, with their company's name. */
export async function findEmployeeForWelcome(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      groupAdmin: employees.groupAdmin,
      nonMemberAdmin: employees.nonMemberAdminOnly,
      terminated: employees.terminated,
      company: employers.name,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}
