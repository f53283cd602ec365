import type { SessionKind } from '@benefits/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './crypto';

export interface Session {
  id: number;
  kind: SessionKind;
  subjectId: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

export type Resolved = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' };

/** Writes of the sliding expiry are skipped when the last one is this recent (one write a minute at most). */
const SLIDE_GRANULARITY_MS = 60_000;

export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/**
 * Server-side sessions: a 256-bit opaque token given to the client, its hash stored. Idle expiry
 * slides with activity inside an absolute lifetime; logout and password changes revoke.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number,
    private readonly maxSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(kind: SessionKind, subjectId: string, meta: { ip: string; userAgent: string }) {
    const token = newToken();
    const now = this.now();
    const absoluteExpiresAt = new Date(now.getTime() + this.maxSeconds * 1000);
    const expiresAt = new Date(
      Math.min(now.getTime() + this.idleSeconds * 1000, absoluteExpiresAt.getTime()),
    );
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind,
      subjectId,
      expiresAt,
      absoluteExpiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, expiresAt };
  }

  /** Finds the live session for a token and slides its idle expiry forward. */
  async resolve(token: string): Promise<Resolved> {
    if (token.length < 20 || token.length > 100) return { ok: false, reason: 'unknown' };
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    const now = this.now();
    if (row.expiresAt <= now || row.absoluteExpiresAt <= now) return { ok: false, reason: 'expired' };
    const session: Session = {
      id: row.id,
      kind: row.kind as SessionKind,
      subjectId: row.subjectId,
      expiresAt: row.expiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
    };
    const target = this.slidTo(session, now);
    if (target.getTime() - session.expiresAt.getTime() >= SLIDE_GRANULARITY_MS) {
      await this.setExpiry(session, target);
    }
    return { ok: true, session };
  }

  /** Extends the idle expiry now (the /extend-token call); answers the new expiry. */
  async extend(session: Session): Promise<Date> {
    await this.setExpiry(session, this.slidTo(session, this.now()));
    return session.expiresAt;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
  }

  /** Revokes every live session of the account, except `keepId` (the caller's own) when given. */
  async revokeAll(kind: SessionKind, subjectId: string, keepId?: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.kind, kind),
          eq(sessions.subjectId, subjectId),
          isNull(sessions.revokedAt),
          keepId === undefined ? undefined : ne(sessions.id, keepId),
        ),
      );
  }

  private slidTo(session: Session, now: Date): Date {
    return new Date(Math.min(now.getTime() + this.idleSeconds * 1000, session.absoluteExpiresAt.getTime()));
  }

  private async setExpiry(session: Session, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
    session.expiresAt = expiresAt;
  }
}
