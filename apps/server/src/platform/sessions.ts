import type { SessionKind } from '@benefits/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './crypto';

export interface Session {
  id: number;
  kind: SessionKind;
  subjectId: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** Decision 0030: the staff member acting for the account in this session (null: the account itself). */
  actingStaffId: number | null;
  /** The tools session an acting session lives inside (null when not acting). */
  actingSessionId: number | null;
}

export type Resolved = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' };

/**
 * Writes of the sliding expiry are skipped when they would move it by less than this: a minute, or a
 * tenth of the idle time when that is shorter (SESSION_IDLE_SECONDS may be as low as 30). A session
 * in use therefore always has at least nine tenths of its idle time left, whatever the setting.
 */
export const slideStepMs = (idleSeconds: number): number => Math.min(60_000, (idleSeconds * 1000) / 10);

export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/**
 * Server-side sessions: a 256-bit opaque token given to the client, its hash stored. Idle expiry
 * slides with activity inside an absolute lifetime; logout and password changes revoke.
 */
export class SessionService {
  /** The smallest move of the sliding expiry worth a write (slideStepMs). */
  private readonly slideStep: number;

  constructor(
    private readonly db: Db,
    private readonly idleSeconds: number,
    private readonly maxSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.slideStep = slideStepMs(idleSeconds);
  }

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

  /**
   * Decision 0030: an employee or partner session opened by a staff member to act for the account,
   * inside the staff member's tools session: it never outlives it (its expiries are capped by the
   * tools session's, and resolve ends it once the tools session has ended or expired).
   */
  async createActing(
    kind: 'employee' | 'partner',
    subjectId: string,
    staffSession: Session,
    meta: { ip: string; userAgent: string },
  ) {
    const token = newToken();
    const now = this.now();
    const absoluteExpiresAt = new Date(
      Math.min(now.getTime() + this.maxSeconds * 1000, staffSession.absoluteExpiresAt.getTime()),
    );
    const expiresAt = new Date(
      Math.min(now.getTime() + this.idleSeconds * 1000, absoluteExpiresAt.getTime()),
    );
    const [row] = await this.db
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        kind,
        subjectId,
        expiresAt,
        absoluteExpiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
        actingStaffId: Number(staffSession.subjectId),
        actingSessionId: staffSession.id,
      })
      .returning({ id: sessions.id });
    return { token, expiresAt, sessionId: row!.id };
  }

  /** Finds the live session for a token and slides its idle expiry forward. */
  async resolve(token: string): Promise<Resolved> {
    if (token.length < 20 || token.length > 100) return { ok: false, reason: 'unknown' };
    const byToken = preparedOn(this.db, 'session_by_token', () =>
      this.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
        .limit(1),
    );
    const [row] = await byToken.execute({ tokenHash: hashToken(token) });
    if (!row) return { ok: false, reason: 'unknown' };
    const now = this.now();
    if (row.expiresAt <= now || row.absoluteExpiresAt <= now) return { ok: false, reason: 'expired' };
    const session: Session = {
      id: row.id,
      kind: row.kind as SessionKind,
      subjectId: row.subjectId,
      expiresAt: row.expiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
      actingStaffId: row.actingStaffId,
      actingSessionId: row.actingSessionId,
    };
    if (row.actingSessionId !== null) {
      // Acting for an account (decision 0030): only while the staff member's tools session lives;
      // work done while acting is the staff member's activity, so it keeps that session alive too.
      const parent = await this.byId(row.actingSessionId);
      if (
        !parent ||
        parent.revokedAt !== null ||
        parent.expiresAt <= now ||
        parent.absoluteExpiresAt <= now
      ) {
        return { ok: false, reason: 'expired' };
      }
      const parentTarget = this.slidTo(parent, now);
      if (parentTarget.getTime() - parent.expiresAt.getTime() >= this.slideStep) {
        await this.setExpiry(parent, parentTarget);
      }
    }
    const target = this.slidTo(session, now);
    if (target.getTime() - session.expiresAt.getTime() >= this.slideStep) {
      await this.setExpiry(session, target);
    }
    return { ok: true, session };
  }

  /** Extends the idle expiry now (the /extend-token call); answers the new expiry. */
  async extend(session: Session): Promise<Date> {
    await this.setExpiry(session, this.slidTo(session, this.now()));
    return session.expiresAt;
  }

  /** A session row by id, revoked or not. */
  private async byId(id: number) {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row;
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

  private slidTo(session: Pick<Session, 'absoluteExpiresAt'>, now: Date): Date {
    return new Date(Math.min(now.getTime() + this.idleSeconds * 1000, session.absoluteExpiresAt.getTime()));
  }

  private async setExpiry(session: Pick<Session, 'id' | 'expiresAt'>, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
    session.expiresAt = expiresAt;
  }
}
