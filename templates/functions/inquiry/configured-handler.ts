import { defaultHandlerConfig, readInquiryConfig, type Environment } from './config.ts';
import { createSink } from './create-sink.ts';
import { createInquiryHandler, type InquiryHandler, type InquiryHandlerOptions } from './inquiry-handler.ts';
import type { InquirySink } from './sink.ts';

/**
 * The handler as a deployment builds it: from INQUIRY_* variables (see config.ts).
 * A configuration mistake is logged in full once, then every inquiry is refused
 * with a 502 and a one-line reason: visitors keep their text and form posts still
 * land back on the form's page, rather than the function failing to start.
 */
export function handlerFromEnvironment(env: Environment, options: InquiryHandlerOptions = {}): InquiryHandler {
  const { log = console.error } = options;
  try {
    const config = readInquiryConfig(env);
    return createInquiryHandler(config.handler, createSink(config.sink), options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`[inquiry] ${reason}`);
    return createInquiryHandler(defaultHandlerConfig, unavailableSink(reason), options);
  }
}

function unavailableSink(reason: string): InquirySink {
  const summary = reason.replace(/\s+/g, ' ');
  return {
    description: 'no sink (configuration invalid)',
    deliver: () => Promise.reject(new Error(summary)),
  };
}
