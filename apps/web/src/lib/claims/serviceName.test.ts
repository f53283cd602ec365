import { describe, expect, it } from 'vitest';
import { serviceNameIn, serviceNamesIn } from './serviceName';

describe('service names in the user’s language', () => {
  it('shows the French name in French and the English name in English', () => {
    expect(serviceNameIn('fr', 'Dental', 'Soins dentaires')).toBe('Soins dentaires');
    expect(serviceNameIn('fr-CA', 'Dental', 'Soins dentaires')).toBe('Soins dentaires');
    expect(serviceNameIn('en', 'Dental', 'Soins dentaires')).toBe('Dental');
  });

  it('falls back to the English name when there is no French one', () => {
    expect(serviceNameIn('fr', 'Dental', '')).toBe('Dental');
    expect(serviceNameIn('fr', 'Dental', '  ')).toBe('Dental');
    expect(serviceNameIn('fr', 'Dental', undefined)).toBe('Dental');
    expect(serviceNameIn('fr', 'Dental', null)).toBe('Dental');
  });

  it('pairs a list of names with the French at the same index', () => {
    expect(serviceNamesIn('fr', ['Dental', 'Vision Care'], ['Soins dentaires', 'Soins de la vue'])).toEqual([
      'Soins dentaires',
      'Soins de la vue',
    ]);
    expect(serviceNamesIn('fr', ['Dental', 'Orthotics'], ['Soins dentaires', ''])).toEqual([
      'Soins dentaires',
      'Orthotics',
    ]);
    expect(serviceNamesIn('fr', ['Dental', 'Orthotics'], ['Soins dentaires'])).toEqual([
      'Soins dentaires',
      'Orthotics',
    ]);
    expect(serviceNamesIn('fr', ['Dental'], undefined)).toEqual(['Dental']);
    expect(serviceNamesIn('en', ['Dental'], ['Soins dentaires'])).toEqual(['Dental']);
  });
});
