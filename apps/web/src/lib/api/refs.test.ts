import { api, API_PREFIX as CONTRACT_PREFIX, type EndpointName } from '@benefits/contract';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, refs } from './refs';

describe('light endpoint references', () => {
  it('use the contract prefix', () => {
    expect(API_PREFIX).toBe(CONTRACT_PREFIX);
  });

  it.each(Object.keys(refs) as (keyof typeof refs & EndpointName)[])(
    '%s has the method and path of its contract entry',
    (name) => {
      expect({ method: refs[name].method, path: refs[name].path }).toEqual({
        method: api[name].method,
        path: api[name].path,
      });
    },
  );
});
