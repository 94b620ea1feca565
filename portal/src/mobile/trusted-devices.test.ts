import { describe, expect, it } from 'vitest';
import { createFakeMobileBridge } from './fake-mobile-bridge';
import { bridgeTrustedDeviceStore, memoryTrustedDeviceStore, TRUSTED_DEVICES_KEY } from './trusted-devices';

describe('trusted-device tokens keyed by customer id (access spec §4)', () => {
  it('the mobile store keeps them in the bridge secure storage, one per customer', async () => {
    const bridge = createFakeMobileBridge();
    const store = bridgeTrustedDeviceStore(bridge);
    await store.save('C-1', 'a');
    await store.save('C-2', 'b');
    await store.save('C-1', 'c');
    expect(await store.all()).toEqual({ 'C-1': 'c', 'C-2': 'b' });
    await store.remove('C-2');
    expect(JSON.parse(bridge.tokens.get(TRUSTED_DEVICES_KEY)!)).toEqual({ 'C-1': 'c' });
  });
  it('the memory store behaves the same', async () => {
    const store = memoryTrustedDeviceStore();
    await store.save('C-9', 'z');
    expect(await store.all()).toEqual({ 'C-9': 'z' });
  });
});
