// /graphql over HTTP on fastify. fastify parses the body first (its 1 MB bodyLimit applies); refused
// bodies get a GraphQL-shaped JSON error so clients handle every failure the same way.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';

export interface FastifyServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than the limit of 1 MB.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object with a query.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
};

function bodyErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const message =
    (error.code && BODY_ERRORS[error.code]) ??
    (status < 500 ? error.message : 'The request could not be processed.');
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  return reply
    .code(status)
    .type('application/json')
    .send({ errors: [{ message, extensions: { code } }] });
}

export async function registerHttp<C extends object>(
  app: FastifyInstance,
  yoga: YogaServerInstance<FastifyServerContext, C>,
): Promise<void> {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    errorHandler: bodyErrorHandler,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
