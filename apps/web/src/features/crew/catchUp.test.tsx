import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../lib/api';
import { crewRollsKey, crewRollsPath, toCrewSheet, type CrewRoll } from '../../lib/crew';
import { QueryClient, QueryProvider } from '../../lib/query';
import { serve, json } from '../../test/fakeApi';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';
import { useCatchUpOnceLive } from './catchUp';

const sheet = toCrewSheet(sampleSheetJson());
const [older, ...rest] = sampleRolls();
const pushed: CrewRoll = { ...(older as CrewRoll), id: 'r-pushed', purpose: 'Crochetage' };

afterEach(() => setFetch((...args) => globalThis.fetch(...args)));

function mount(client: QueryClient, live: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  return renderHook(({ on }: { on: boolean }) => useCatchUpOnceLive(true, on, sheet, 'tok', false), { wrapper, initialProps: { on: live } });
}

describe('useCatchUpOnceLive: a drawn page asks its rolls again once live', () => {
  it('puts the answer when it differs from the rolls the page came with', async () => {
    const client = new QueryClient();
    client.setData(crewRollsKey(sheet.id), [older]);
    const calls = serve({ [`GET ${crewRollsPath(sheet.campaignId, sheet.id).split('?')[0]}`]: () => json([pushed, older]) });
    const hook = mount(client, false);
    expect(calls).toHaveLength(0);
    hook.rerender({ on: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(calls).toHaveLength(1);
    expect(client.getData<CrewRoll[]>(crewRollsKey(sheet.id))?.map((r) => r.id)).toEqual(['r-pushed', older?.id]);
  });

  it('never drops a roll the stream pushed while it was asked: its older answer is asked again', async () => {
    const client = new QueryClient();
    client.setData(crewRollsKey(sheet.id), [older, ...rest]);
    const answers: ((rolls: CrewRoll[]) => void)[] = [];
    const calls = serve({
      [`GET ${crewRollsPath(sheet.campaignId, sheet.id).split('?')[0]}`]: () => new Promise<Response>((resolve) => answers.push((rolls) => resolve(json(rolls)))),
    });
    mount(client, true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(calls).toHaveLength(1);
    // The stream's `roll` event (lib/crew.ts useCrewLive) lands before the answer, read before that roll.
    client.setData<CrewRoll[]>(crewRollsKey(sheet.id), (old = []) => [pushed, ...old]);
    await act(async () => {
      answers[0]?.([older as CrewRoll, ...rest]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(client.getData<CrewRoll[]>(crewRollsKey(sheet.id))?.[0]?.id).toBe('r-pushed');
    // Asked again, after the event: that answer has it.
    expect(calls).toHaveLength(2);
    await act(async () => {
      answers[1]?.([pushed, older as CrewRoll, ...rest]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(client.getData<CrewRoll[]>(crewRollsKey(sheet.id))?.map((r) => r.id)).toEqual(['r-pushed', older?.id, ...rest.map((r) => r.id)]);
  });
});
