import * as z from "zod/mini";
import { en } from "zod/v4/locales";

/**
 * zod/mini ships no messages of its own (every issue reads "Invalid input"). What reports issues
 * in words — the reference server's failing fields, manifest validation at build time — imports
 * this module for its effect: the English locale. The browser never imports it: its forms map
 * issue codes to catalogue messages (engine/forms/issue-message.ts).
 */
z.config(en());
