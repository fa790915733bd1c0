import { useState } from 'react';
import { formatMoment } from '../logic/format.ts';
import { useOperatorZone } from '../session/operator-zone.ts';
import { callApi, readServerMessage } from '../../lib/api.ts';
import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';
import type { PostbackHealth } from './load-postbacks.ts';
import { eventLabels, postbackTexts } from './postback-texts.ts';

type Attempt = PostbackHealth['attempts'][number];

/** The latest attempts, newest first, each failed-for-good postback with a Replay button. */
export function PostbackAttempts({ attempts, onReplayed }: { attempts: Attempt[]; onReplayed: () => void }) {
  const timeZone = useOperatorZone();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  async function replay(id: string) {
    setBusyId(id);
    try {
      await callApi('replayPostback', { params: { id } });
      setMessage(postbackTexts.replayed);
      onReplayed();
    } catch (error) {
      setMessage(readServerMessage(error) ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">{postbackTexts.attemptsTitle}</h3>
      <p role="status" aria-live="polite" className="min-h-7 text-base" data-testid="replay-status">
        {message}
      </p>
      {attempts.length === 0 ? (
        <p className="text-lg">{postbackTexts.noAttempts}</p>
      ) : (
        <TableFrame label={postbackTexts.attemptsLabel}>
          <table className={reportTableClass} data-testid="postback-attempts">
            <thead>
              <tr>
                <th scope="col">Time ({timeZone})</th>
                <th scope="col">Affiliate</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Status</th>
                <th scope="col">Latency</th>
                <th scope="col">URL (secrets masked)</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={`${attempt.postbackId}:${attempt.attempt}`}>
                  <td>{formatMoment(attempt.at, { seconds: true, timeZone })}</td>
                  <td>{attempt.affiliateId ?? postbackTexts.allAffiliates}</td>
                  <td>{eventLabels[attempt.event]}</td>
                  <td>{attempt.attempt}</td>
                  <td>{attempt.status ?? `${postbackTexts.noAnswer}${attempt.error ? `: ${attempt.error}` : ''}`}</td>
                  <td>{attempt.latencyMs} ms</td>
                  <td className="max-w-md break-all">{attempt.url}</td>
                  <td>
                    {attempt.canReplay ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm tap-target"
                        disabled={busyId !== null}
                        aria-label={`${postbackTexts.replay} ${eventLabels[attempt.event]} postback ${attempt.postbackId}`}
                        onClick={() => void replay(attempt.postbackId)}
                      >
                        {busyId === attempt.postbackId ? postbackTexts.replaying : postbackTexts.replay}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
