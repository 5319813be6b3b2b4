import { describe, expect, it } from 'vitest';
import { previewLayouts, projectLook } from './project-look.ts';
import { tones } from './choose.ts';

describe('projectLook', () => {
  it('sketches each of the portfolio’s categories as the screen such a site is known by, whatever the case', () => {
    const layoutOf = (category: string) => projectLook({ title: 'A', category }).layout;
    expect(['Healthcare', 'Productivity', 'Fintech', 'Corporate', 'E-commerce'].map(layoutOf)).toEqual([
      'dashboard',
      'board',
      'finance',
      'landing',
      'shop',
    ]);
    expect(layoutOf(' fintech ')).toBe('finance');
  });

  it('gives a new category a layout of its own, the same one every time', () => {
    const look = projectLook({ title: 'Fleet Tracker', category: 'Logistics' });
    expect(previewLayouts).toContain(look.layout);
    expect(projectLook({ title: 'Another', category: 'Logistics' }).layout).toBe(look.layout);
  });

  it('colours a project by its title: the same title the same tone, and the titles of the portfolio apart', () => {
    const titles = [
      'CarePoint Clinics Patient Portal',
      'TaskHarbor Team Workspace',
      'LedgerLeaf Invoicing and Reconciliation',
      'Meridian Infra Group Corporate Website',
      'UrbanCrate Online Store',
    ];
    const toneOf = (title: string) => projectLook({ title, category: 'Corporate' }).tone;
    for (const title of titles) {
      expect(tones).toContain(toneOf(title));
      expect(toneOf(title)).toBe(toneOf(title));
    }
    expect(new Set(titles.map(toneOf)).size).toBeGreaterThan(1);
  });
});
