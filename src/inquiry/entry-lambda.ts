/**
 * The deployable entry for AWS Lambda behind a Function URL or an API Gateway
 * HTTP API (payload format 2.0): handler `inquiry.handler`, configured by the
 * INQUIRY_* environment variables described in config.ts.
 */
import { handlerFromEnvironment } from './configured-handler.ts';
import { lambdaHandler } from './lambda-adapter.ts';

export const handler = lambdaHandler(handlerFromEnvironment(process.env));
