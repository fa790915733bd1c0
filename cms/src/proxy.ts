import { NextResponse, type NextRequest } from 'next/server';
import { refuseBadInput } from './security/bad-input.ts';

// Runs before Next.js routes a request: an address with malformed percent-encoding would otherwise reach
// its decoder and come back as a 500.
export function proxy(request: NextRequest) {
  return refuseBadInput(request) ?? NextResponse.next();
}
