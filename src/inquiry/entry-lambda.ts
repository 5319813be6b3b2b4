/**
 * The deployable entry for AWS Lambda behind a Function URL or an API Gateway
 * HTTP API (payload format 2.0): handler `inquiry.handler`, configured by the
 * INQUIRY_* environment variables described in config.ts.
 */
import { lambdaHandler } from '../functions/lambda-adapter.ts';
import inquiryFunction from './inquiry-function.ts';

export const handler = lambdaHandler(inquiryFunction);
