/*
 * Starts DynamoDB Local bound to 127.0.0.1 only. The jar has no bind-address option: its Jetty server
 * listens on every interface, so anyone who can reach the machine could read and write every user's
 * data. This launcher builds the server through DynamoDB Local's own classes (ServerRunner, the same
 * command-line arguments), sets the Jetty connector's host to loopback, then starts it. Run with Java
 * 17+ in single-file source mode: java -cp DynamoDBLocal.jar DynamoDbLocalLoopback.java <jar args>.
 * Telemetry is never configured here, so DynamoDB Local sends none.
 */
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDbLocalLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("Unexpected DynamoDB Local connector: " + connector);
      }
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1 (loopback only)");
    proxy.join();
  }
}
