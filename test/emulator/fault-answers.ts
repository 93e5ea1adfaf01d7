import type { ServerResponse } from 'node:http';
import type { FaultKind } from './faults.ts';
import { send, sendEnvelope } from './http.ts';

/**
 * Answers a call with the fault instead of serving it. `timeout` leaves the response open: the
 * server's close() destroys the socket. `delay` is not handled here: it serves the call.
 */
export function answerWithFault(res: ServerResponse, kind: Exclude<FaultKind, 'delay'>): void {
  switch (kind) {
    case 'http502':
      return send(res, 502, 'text/plain; charset=utf-8', 'Bad Gateway');
    case 'http503':
      return send(res, 503, 'text/plain; charset=utf-8', 'Service Unavailable');
    case 'reset':
      // resetAndDestroy sends a TCP RST, so the client sees ECONNRESET rather than a clean close.
      res.socket?.resetAndDestroy();
      return;
    case 'timeout':
      return;
    case 'nonjson':
      return send(
        res,
        200,
        'application/json; charset=utf-8',
        'Internal error, please try again later',
      );
    case 'html':
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>',
      );
    case 'truncated': {
      const whole = JSON.stringify({
        result: { skipped: 0, inserted: 0, updated: 0 },
        response: { status: 'success', code: '200', message: 'OK' },
      });
      return send(
        res,
        200,
        'application/json; charset=utf-8',
        whole.slice(0, Math.floor(whole.length / 2)),
      );
    }
    case '4048':
      return sendEnvelope(res, {
        status: 'error',
        code: '4048',
        message: 'too many upload requests in a short period (injected fault)',
      });
  }
}
