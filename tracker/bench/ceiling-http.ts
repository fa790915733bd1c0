import { createServer } from 'node:http';

// The physical reference: a bare Node http server that reads and parses the same JSON body and answers 204.

const port = Number(process.argv[2] ?? 4103);
createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 204;
    } catch {
      res.statusCode = 400;
    }
    res.end();
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
