import { postbackEvents, type ApiResponse, type PostbackEventName } from '@seniorguide/contracts';
import { useId, useState, type FormEvent } from 'react';
import { callApi, readServerMessage } from '../../lib/api.ts';
import { eventLabels, postbackTexts } from './postback-texts.ts';

type Answer = ApiResponse<'sendTestPostback'>;

/** "Send a test postback": fires a template once with sample values and shows the receiver's answer. */
export function TestPostback({ affiliateId }: { affiliateId: string | null }) {
  const id = useId();
  const [affiliate, setAffiliate] = useState(affiliateId ?? '');
  const [event, setEvent] = useState<PostbackEventName>('email_submitted');
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState('');

  async function send(submitted: FormEvent) {
    submitted.preventDefault();
    setIsSending(true);
    setFailure('');
    setAnswer(null);
    try {
      setAnswer(await callApi('sendTestPostback', { body: { affiliateId: affiliate.trim() || null, event } }));
    } catch (error) {
      setFailure(readServerMessage(error) ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-box border-2 border-base-300 p-4"
      onSubmit={(submitted) => void send(submitted)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {postbackTexts.testTitle}
      </h3>
      <p className="text-base">{postbackTexts.testHelp}</p>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-base font-semibold">
          {postbackTexts.testAffiliate}
          <input
            className="input input-bordered text-lg"
            value={affiliate}
            onChange={(changed) => setAffiliate(changed.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-base font-semibold">
          {postbackTexts.testEvent}
          <select
            className="select select-bordered text-lg"
            value={event}
            onChange={(changed) =>
              setEvent(postbackEvents.find((name) => name === changed.target.value) ?? 'email_submitted')
            }
          >
            {postbackEvents.map((name) => (
              <option key={name} value={name}>
                {eventLabels[name]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary tap-target" aria-busy={isSending} disabled={isSending}>
          {isSending ? postbackTexts.testSending : postbackTexts.testSend}
        </button>
      </div>
      <div role="status" aria-live="polite" className="min-h-7 text-base" data-testid="test-postback-answer">
        {answer ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">URL</dt>
            <dd className="break-all">{answer.url}</dd>
            <dt className="font-semibold">Answer</dt>
            <dd>
              {answer.status === null
                ? `${postbackTexts.noAnswer}: ${answer.error ?? ''}`
                : `HTTP ${answer.status} in ${answer.latencyMs} ms`}
            </dd>
            {answer.body ? (
              <>
                <dt className="font-semibold">Body</dt>
                <dd className="break-all">{answer.body}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {failure ? <p className="font-semibold text-error">{failure}</p> : null}
      </div>
    </form>
  );
}
