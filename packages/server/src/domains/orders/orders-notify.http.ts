import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH } from '../../providers/pay';
import { payService } from './orders-pay.service';

/**
 * WeChat Pay's notification endpoints (payments and refunds): plain routes in WeChat's format, outside the contract.
 * A refused notification (unsigned, tampered, stale, undecryptable) answers 401 FAIL and changes nothing, so WeChat
 * sends it again later; a handled or replayed one answers 204; a wrong amount answers FAIL (and is logged).
 */
export function registerNotifyRoutes(app: FastifyInstance, ctx: AppContext) {
  const pay = payService(ctx);
  const handler = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const raw = (req as { rawBody?: string }).rawBody ?? (typeof req.body === 'string' ? req.body : '');
    const parsed = await ctx.providers.pay.parseNotification(req.headers, raw, ctx.clock.now());
    if ('refused' in parsed) {
      ctx.log.warn({ refused: parsed.refused, path: req.url }, 'WeChat Pay notification refused');
      return reply.code(401).send({ code: 'FAIL', message: parsed.refused });
    }
    try {
      const { ok, outcome } = await pay.handleNotification(parsed);
      if (!ok) return reply.code(400).send({ code: 'FAIL', message: outcome });
      return reply.code(204).send();
    } catch (err) {
      ctx.log.error({ err, id: parsed.id }, 'WeChat Pay notification failed');
      return reply.code(500).send({ code: 'FAIL', message: 'error' });
    }
  };
  app.post(PAY_NOTIFY_PATH, handler);
  app.post(REFUND_NOTIFY_PATH, handler);
}
