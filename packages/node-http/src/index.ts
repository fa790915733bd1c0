// The public surface of @seniorguide/node-http: Node HTTP server pieces the site's server and the tracker share.

export { answerClientErrorsInEnvelope } from './client-errors.ts';
