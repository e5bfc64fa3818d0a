import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Routes, matchPath, navigate, type RouteProps } from './router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Crew({ params }: RouteProps) {
  return <p>crew {params.id}</p>;
}
function Home() {
  return <Link href="/crews/c%201">open</Link>;
}
function Missing() {
  return <p>missing</p>;
}

describe('router', () => {
  it('matches patterns with params', () => {
    expect(matchPath('/crews/:id', '/crews/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/crews/:id', '/crews/abc/')).toEqual({ id: 'abc' });
    expect(matchPath('/crews/:id', '/crews/abc/history')).toBeNull();
    expect(matchPath('/s', '/s')).toEqual({});
    expect(matchPath('/crews/:id', '/crews/%E0%A4%A')).toBeNull();
  });

  it('renders the matching route, follows links without reloading, and falls back', () => {
    const routes = [
      { path: '/', component: Home },
      { path: '/crews/:id', component: Crew },
    ];
    render(<Routes routes={routes} fallback={Missing} />);
    fireEvent.click(screen.getByRole('link', { name: 'open' }));
    expect(window.location.pathname).toBe('/crews/c%201');
    expect(screen.getByText('crew c 1')).toBeTruthy();
    act(() => navigate('/nowhere', { replace: true }));
    expect(screen.getByText('missing')).toBeTruthy();
  });
});
