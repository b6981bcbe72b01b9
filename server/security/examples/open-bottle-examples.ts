import { operationsByName as op } from '../../../domain/operations/index.js';
import type * as openBottles from '../../../domain/operations/open-bottles.js';
import { freshBottle, freshFormat } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';
import type { World, WorldIds } from '../isolation-world.js';

/** A new bottle, opened: a level, a pour or a finish each use one up (a finish removes it). */
async function freshOpenBottle(world: World, n: number): Promise<Partial<WorldIds>> {
  const { bottleId } = await freshBottle(world, n);
  await world.who.client.ok(op.openBottle, { params: { id: bottleId ?? '' } });
  return { bottleId };
}

/** A new format with one bottle on hand: a glass poured of it opens that bottle. */
async function freshFormatOnHand(world: World, n: number): Promise<Partial<WorldIds>> {
  const formatId = await freshFormat(world.who.client, world.ids.productId, n);
  const bottleId = `${world.tag}-G${n}`;
  await world.who.client.ok(op.addBottles, { body: { formatId, ids: [bottleId] } });
  return { formatId };
}

/** The examples of open bottles: opened, measured, poured from and finished. */
export const openBottleExamples: ExamplesOf<keyof typeof openBottles> = {
  openBottle: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId } } }),
    fresh: freshBottle,
  },
  recordBottleLevel: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId }, body: { tenths: 6 } } }),
    fresh: freshOpenBottle,
  },
  pourFromBottle: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId }, body: { size: '5oz' } } }),
    fresh: freshOpenBottle,
  },
  finishBottle: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId } } }),
    fresh: freshOpenBottle,
  },
  pourGlass: {
    slots: ['formatId'],
    request: (ids) => ({ input: { params: { id: ids.formatId }, body: { size: '3oz' } } }),
    fresh: freshFormatOnHand,
  },
};
