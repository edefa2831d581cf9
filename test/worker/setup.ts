/** Every worker test file starts with outbound fetches mocked: no test ever reaches the internet. */
import { beforeAll } from 'vitest';
import { isolateNetwork } from './helpers.ts';

beforeAll(() => isolateNetwork());
