import type SharpFactory from 'sharp';

/** sharp, as its module exports it: the factory of images, with its versions and strategies. */
export type Sharp = typeof SharpFactory;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use: it brings libvips, a native library that takes longer to
 * load than the rest of the command line, which only builds with images need.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
