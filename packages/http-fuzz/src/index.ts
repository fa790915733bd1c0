export { generateMalformedRequests, type FuzzRequest, type FuzzRoute } from './malformed-requests.ts';
export { sendRequests, type FuzzAnswer, type FuzzTally } from './send-requests.ts';
export { payloadErrors, sharedEnvelope, type ErrorShape } from './error-shapes.ts';
export { sendSlowly, type SlowAnswer } from './send-slowly.ts';
