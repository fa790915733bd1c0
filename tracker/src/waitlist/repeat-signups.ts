import type { ApiResponse, WaitlistEntryView } from '@seniorguide/contracts';
import type { Request, Response } from 'express';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import { HttpError } from '../http/http-error.ts';
import { byIpWindowMs } from '../privacy/address-hash.ts';
import type { StoredEntry } from '../store/port.ts';
import type { SignupCookie, SignupState } from './signup-cookie.ts';
import type { WaitlistService } from './waitlist-service.ts';

// A repeated signup from a browser that does not own the address's entry (the person on their phone after
// signing up on a computer, or a stranger typing their address) is answered with an id that has no entry.
// That browser's calls on its id answer as for an entry (the offers, the thank-you, the download page), but
// change nothing stored: what it chooses is kept in its own sealed cookie (signup-cookie.ts). It joins the entry
// only when that browser opens the guide email's signed link, the proof that it reads the mailbox. So a
// stranger can neither change the entry nor tell from any answer that the address was registered.

export type RepeatSignups = ReturnType<typeof createRepeatSignups>;

type Lookup = ApiResponse<'findEntryByIp'>;

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.code === 'not_found';

const union = (...lists: readonly string[][]): string[] => [...new Set(lists.flat())];

export function createRepeatSignups({
  cookie,
  waitlist,
  clock,
}: {
  cookie: SignupCookie;
  waitlist: Pick<WaitlistService, 'joinChoices'>;
  clock: Clock;
}) {
  /** This browser's repeated signup named by `id`, or null (its own entry, another id, no cookie). */
  function repeatOf(req: Request, id: number): SignupState | null {
    const state = cookie.read(req);
    return state && state.id === id && state.entryId !== id ? state : null;
  }

  return {
    /** Every signup sets the cookie alike: the answered id, the address's entry and the fields it sent. */
    start(res: Response, { answered, entryId }: { answered: StoredEntry; entryId: number }): void {
      cookie.write(res, {
        id: answered.id,
        entryId,
        email: answered.email,
        version: answered.version,
        affiliateId: answered.affiliateId,
        subId: answered.subId,
        s1: answered.s1,
        s2: answered.s2,
        s3: answered.s3,
        selected: [],
        accepted: [],
        at: clock(),
      });
    },

    /**
     * Runs the call on the entry; when the id is this browser's repeated signup (no entry has it), answers
     * with `onRepeat` instead of the unknown-id 404. Any other error, and any other id, is unchanged.
     */
    async orRepeat<T>(
      { req, id }: { req: Request; id: number },
      onEntry: () => Promise<T>,
      onRepeat: (state: SignupState) => T | Promise<T>,
    ): Promise<T> {
      try {
        return await onEntry();
      } catch (error) {
        const state = isNotFound(error) ? repeatOf(req, id) : null;
        if (!state) throw error;
        return onRepeat(state);
      }
    },

    /**
     * Keeps the offers chosen under the latest signup's id in its cookie. Done alike for an entry and for a
     * repeated signup, so the answers carry the same cookie whichever it was.
     */
    noteChoices(
      { req, res, id }: { req: Request; res: Response; id: number },
      choice: { selected: readonly string[] } | { accepted: readonly string[] },
    ): void {
      const state = cookie.read(req);
      if (!state || state.id !== id) return;
      cookie.write(
        res,
        'selected' in choice
          ? { ...state, selected: [...choice.selected] }
          : { ...state, accepted: union(state.accepted, [...choice.accepted]) },
      );
    },

    /**
     * Session recovery by email or IP found no entry of this browser: its repeated signup answers as its own
     * entry would (by its address, or within the by-IP window of its signup), so the lookups tell no more.
     */
    lookupOf(req: Request, { email, byIp }: { email?: string; byIp: boolean }): Lookup | null {
      const state = cookie.read(req);
      if (!state || state.id === state.entryId) return null;
      if (email !== undefined && email.toLowerCase() === state.email.toLowerCase())
        return { entry: this.viewOf(state), matchedBy: 'email' };
      if (byIp && clock() - state.at < byIpWindowMs) return { entry: this.viewOf(state), matchedBy: 'ip' };
      return null;
    },

    /** What the repeated signup's browser is shown of "its entry": what it sent and chose, nothing stored. */
    viewOf(state: SignupState): WaitlistEntryView {
      return {
        id: state.id,
        version: state.version,
        selectedOffers: JSON.stringify(state.selected),
        affiliateId: state.affiliateId,
        subId: state.subId,
        s1: state.s1,
        s2: state.s2,
        s3: state.s3,
        email: state.email,
      };
    },

    /**
     * The guide email's link was opened in this browser (it reads the mailbox): the offers its repeated
     * signup of that entry chose join the entry, and the cookie is spent.
     */
    async joinOnProof({
      req,
      res,
      entry,
      client,
    }: {
      req: Request;
      res: Response;
      entry: StoredEntry;
      client: ClientInfo;
    }): Promise<void> {
      const state = cookie.read(req);
      if (!state || state.entryId !== entry.id || state.id === entry.id) return;
      await waitlist.joinChoices(entry.id, union(state.selected, state.accepted), client);
      cookie.clear(res);
    },
  };
}
