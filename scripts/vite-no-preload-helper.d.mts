import type { Plugin } from 'vite'

export declare function noPreloadHelper(): Plugin
