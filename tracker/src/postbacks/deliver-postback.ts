import type { SendAnswer } from './guarded-send.ts';
import { PostbackRefusedError } from './guarded-send.ts';
import type { PostbackRequest } from './postback-request.ts';

// One try of one postback call, timed, with its outcome in the words the panel shows.

export type SendPostback = (request: Pick<PostbackRequest, 'url' | 'headers'>) => Promise<SendAnswer>;

export type TryResult = {
  status: number | null;
  latencyMs: number;
  error: string | null;
  body: string;
  delivered: boolean;
  refused: boolean;
};

export async function tryPostback({
  send,
  request,
}: {
  send: SendPostback;
  request: PostbackRequest;
}): Promise<TryResult> {
  const started = performance.now();
  try {
    const answer = await send(request);
    const delivered = answer.status >= 200 && answer.status < 300;
    const latencyMs = Math.round(performance.now() - started);
    return {
      status: answer.status,
      latencyMs,
      error: delivered ? null : `HTTP ${answer.status}`,
      body: answer.body,
      delivered,
      refused: false,
    };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const refused = error instanceof PostbackRefusedError;
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: null,
      latencyMs,
      error: refused ? `refused: ${message}` : message,
      body: '',
      delivered: false,
      refused,
    };
  }
}
