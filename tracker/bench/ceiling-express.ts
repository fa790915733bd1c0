import express from 'express';

// The framework's own ceiling: an Express 5 route that parses the same JSON body and answers 204, storing nothing.

const port = Number(process.argv[2] ?? 4102);
const app = express();
app.disable('x-powered-by');
app.post('/api/track-visit', express.json({ limit: '16kb' }), (req, res) => {
  if (typeof req.body !== 'object' || req.body === null) {
    res.status(400).end();
    return;
  }
  res.status(204).end();
});
app.listen(port, '127.0.0.1', () => process.send?.('ready'));
