import { describe, expect, it } from 'vitest';
import { contractRoutes } from '@card/contract/routes';
import { contractClient, type CallArgs } from './contract-client';

const recorder = () => {
  const calls: CallArgs[] = [];
  const fetcher = async (args: CallArgs) => {
    calls.push(args);
    return { status: 200, body: { status: 200 }, headers: new Headers() };
  };
  return { calls, fetcher };
};

describe('contractClient (area tables loaded on first use)', () => {
  it("calls each area's route with its method, path, params and metadata", async () => {
    const { calls, fetcher } = recorder();
    const api = contractClient(fetcher);
    await api.account.userLogin({ body: { phone: '13800138000', password: 'x', agree: true } } as never);
    await api.card.findMpBasicById({ params: { phoneIdEcr: 'abc' }, body: {} } as never);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', contractRoutes.account.userLogin.path],
      ['POST', '/acc/abc/findMpBasicById.xhtml'],
    ]);
    expect(calls[0]!.route.metadata).toEqual(contractRoutes.account.userLogin.metadata);
    expect(calls[0]!.rawBody).toEqual({ phone: '13800138000', password: 'x', agree: true });
  });

  it('reaches every call of every area', async () => {
    const { calls, fetcher } = recorder();
    const api = contractClient(fetcher) as unknown as Record<string, Record<string, (i: object) => Promise<unknown>>>;
    const names = Object.entries(contractRoutes).flatMap(([area, table]) => Object.keys(table).map((call) => [area, call] as const));
    for (const [area, call] of names) await api[area]![call]!({ params: { x: '1' } });
    expect(calls).toHaveLength(names.length);
  });

  it('answers the same function for a call each time, and refuses a call the contract does not have', async () => {
    const api = contractClient(recorder().fetcher) as unknown as Record<string, Record<string, () => Promise<unknown>>>;
    expect(api.vip!.getPlansList).toBe(api.vip!.getPlansList);
    await expect(api.vip!.noSuchCall!()).rejects.toThrow('no call vip.noSuchCall');
  });
});
