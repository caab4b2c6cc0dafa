import { describe, expect, it } from 'vitest';
import { carTypeLabel, carTypesPhrase, siteVehicleWords, vehicleWords } from './vehicle-words';

describe('vehicle words', () => {
  it('a caravan is called a caravan, a car a car', () => {
    expect(vehicleWords('caravan')).toEqual({ one: 'Caravan', many: 'Caravans' });
    expect(vehicleWords('car')).toEqual({ one: 'Car', many: 'Cars' });
  });

  it('a site that sells only caravans calls its stock caravans; any other site, cars', () => {
    expect(siteVehicleWords(['caravan'])).toEqual({ one: 'Caravan', many: 'Caravans' });
    expect(siteVehicleWords(['car'])).toEqual({ one: 'Car', many: 'Cars' });
    expect(siteVehicleWords(['car', 'caravan'])).toEqual({ one: 'Car', many: 'Cars' });
    expect(siteVehicleWords([])).toEqual({ one: 'Car', many: 'Cars' });
  });
});

describe('car types phrase', () => {
  it('names all three on a site that sells new, used and demo cars', () => {
    expect(carTypesPhrase(['new', 'used', 'demo'])).toBe('New, used and demo');
  });

  it('names only what the site sells, in the order new, used, demo', () => {
    expect(carTypesPhrase(['used'])).toBe('Used');
    expect(carTypesPhrase(['new', 'used'])).toBe('New and used');
    expect(carTypesPhrase(['demo', 'new'])).toBe('New and demo');
    expect(carTypesPhrase(['demo', 'used', 'new', 'used'])).toBe('New, used and demo');
  });

  it('one car type reads as its label', () => {
    expect(carTypeLabel('new')).toBe('New');
    expect(carTypeLabel('used')).toBe('Used');
    expect(carTypeLabel('demo')).toBe('Demo');
  });
});
