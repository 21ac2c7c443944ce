import { z } from 'zod';
import { EmergencyStop } from '../pages/emergency-stop';
import { LinkPage } from '../pages/link-page';
import { RemotePage } from '../pages/remote-page';
import { SyncPage } from '../pages/sync-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming } from '../support/hsp-stream';
import { expect, test } from '../support/test';

/**
 * Linked devices as one group (issue 30) against the emulator: of three linked devices one is
 * offline and one on firmware 3, so the channel takes the device in use and the one that can join;
 * the page says plainly how each other one is reached; each HAMP command reaches the channel as one
 * request, the emergency stop stops every device, and a video then plays on both.
 */

const channelsSchema = z.object({
  channels: z.array(
    z.object({
      reference: z.string(),
      state: z.string(),
      subscribers: z.array(z.object({ connectionKey: z.string(), active: z.boolean() })),
      requests: z.object({ byRoute: z.record(z.string(), z.number()) }),
    }),
  ),
});

/** The emulator's channels that hold `key`. */
async function channelsOf(key: string) {
  const { channels } = channelsSchema.parse(await emulatorControl.call('GET', '/channels'));
  return channels.filter((channel) =>
    channel.subscribers.some((subscriber) => subscriber.connectionKey === key),
  );
}

const playState = async (key: string) => (await emulatorControl.device(key)).hamp.play_state;

test('linked devices go through one channel where they can, and the rest are said plainly', async ({
  page,
}) => {
  const own = 'E2eChanOwn1';
  const partner = 'E2eChanPeer1';
  const offline = 'E2eChanOff1';
  const old = 'E2eChanOld1';
  await emulatorControl.createDevice({ connectionKey: own });
  await emulatorControl.createDevice({ connectionKey: partner });
  await emulatorControl.createDevice({ connectionKey: offline, online: false });
  await emulatorControl.createDevice({ connectionKey: old, fwVersion: '3.2.3' });
  await seedLocalStorage(page, returningVisitor());

  const link = new LinkPage(page);
  await link.open(`?k=${own}`);
  await expect(link.connectionState).toHaveText('Connected');
  await link.link(partner, 'Partner');
  await link.link(offline, 'Away');
  await link.link(old, 'Old one');
  await link.setMulticast(true);

  const group = page.getByTestId('link-group');
  await expect(group).toContainText(
    '2 devices get each command as one request: they start and stop together.',
  );
  await expect(page.getByTestId('link-group-current')).toHaveText(
    'The device in use: in the group',
  );
  const reach = (name: string) => link.linkedDevice(name).getByTestId('linked-device-reach');
  await expect(reach('Partner')).toHaveText('Sending: in the group');
  await expect(reach('Away')).toHaveText('Sending: not in the group: offline');
  await expect(reach('Old one')).toHaveText(
    'Sending: not in the group: needs firmware 4, gets its own commands',
  );
  const [channel] = await channelsOf(own);
  expect(channel?.subscribers.map((subscriber) => subscriber.connectionKey)).toEqual([
    own,
    partner,
  ]);
  const reference = channel?.reference ?? '';
  // The channel's reference and key stay out of the address.
  expect(page.url()).not.toContain('chref');

  const remote = new RemotePage(page);
  await remote.open();
  await remote.expectConnected();
  await remote.startButton.click();
  await expect.poll(() => playState(own)).toBe(1);
  await expect.poll(() => playState(partner)).toBe(1);
  // One request through the channel started both; neither device was sent its own start.
  const [after] = await channelsOf(own);
  expect(after?.reference).toBe(reference);
  expect(after?.requests.byRoute['PUT /hamp/start']).toBe(1);
  const partnerRequests = z
    .object({ byRoute: z.record(z.string(), z.number()) })
    .parse(await emulatorControl.call('GET', `/devices/${partner}/requests`));
  expect(partnerRequests.byRoute['PUT /hamp/start']).toBeUndefined();
  // The device on firmware 3 got its own start, which it refuses; the offline one is said to fail.
  await expect(remote.result('Old one')).toContainText('Failed');
  await expect(remote.result('Away')).toContainText('Failed');

  // The emergency stop reaches every device.
  const stop = new EmergencyStop(page);
  await stop.button.click();
  await expect.poll(() => playState(own)).toBe(0);
  await expect.poll(() => playState(partner)).toBe(0);

  // A video plays on both: the stream's setup goes through the channel, its points to each.
  const sync = new SyncPage(page);
  await sync.open();
  await sync.connect();
  await sync.playButton.click();
  await expectHspStreaming(own);
  await expectHspStreaming(partner);
  const [playing] = await channelsOf(own);
  expect(playing?.requests.byRoute['PUT /hsp/setup']).toBeGreaterThanOrEqual(1);
});
